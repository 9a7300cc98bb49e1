// The shop's language in unit tests: English, as a page at the spec's paths starts it (main.tsx).
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
