import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';

function Card({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100 sm:p-6">
      <h3 className="text-lg font-bold text-ink">{i18n._(title)}</h3>
      <div className="mt-2 space-y-3 leading-relaxed text-gray-600">{children}</div>
    </article>
  );
}

function Tips({ items }: { items: MessageDescriptor[] }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3">
          <span className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name="check" className="size-3.5" />
          </span>
          <span>{i18n._(item)}</span>
        </li>
      ))}
    </ul>
  );
}

const REASONS = [
  {
    title: msg`Healthier skin and coat`,
    text: msg`Removing dead hair and mats lets the skin breathe. Matted fur traps heat and moisture, a real problem in Dubai's humidity, and can hide sore spots, hot spots and parasites.`,
  },
  {
    title: msg`Early health checks`,
    text: msg`A groomer sees your pet's whole body up close. We point out lumps, ticks, fleas, ear trouble, sore pads or overgrown nails, so you can act before a small problem becomes a vet visit.`,
  },
  {
    title: msg`The right tools and technique`,
    text: msg`Professional dryers, clippers and breed-specific brushes get through thick undercoats and curly coats safely, without the nicks, brush burn or half-dry patches home grooming can leave.`,
  },
  {
    title: msg`Calm, safe handling`,
    text: msg`Our groomers read body language, take breaks and work on non-slip tables and tubs. A pet that learns grooming is pleasant is also easier to handle at the vet.`,
  },
  {
    title: msg`Comfort in the heat`,
    text: msg`De-shedding and the right trim help your pet stay cool. We never shave double-coated breeds down to the skin: their undercoat shields them from heat and sunburn.`,
  },
  {
    title: msg`Less work for you`,
    text: msg`With the hard parts done every few weeks, a few minutes of brushing at home is all it takes to keep your pet tidy, comfortable and tangle-free in between.`,
  },
];

export function WhyProfessionalGrooming() {
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-lg leading-relaxed text-gray-700">
        {t`Grooming is about more than good looks. A regular professional groom keeps skin and coat healthy, catches small problems early and makes everyday care at home much easier. Most dogs and cats do best with a visit every 4-6 weeks.`}
      </p>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {REASONS.map((reason) => (
          <Card key={reason.title.id} title={reason.title}>
            <p>{i18n._(reason.text)}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}

const BREED_GROUPS: {
  pet: MessageDescriptor;
  coats: { title: MessageDescriptor; text: MessageDescriptor }[];
}[] = [
  {
    pet: msg`Dogs`,
    coats: [
      {
        title: msg`Double coats: Husky, German Shepherd, Golden Retriever, Pomeranian`,
        text: msg`Brush two to three times a week with an undercoat rake, daily while they shed. A professional de-shedding treatment lifts out loose undercoat. Never shave these coats: the undercoat protects against heat and sunburn.`,
      },
      {
        title: msg`Curly and long coats: Poodle, Bichon Frise, Shih Tzu, Maltese, doodles`,
        text: msg`These coats keep growing and hardly shed, so loose hair tangles into mats. Brush right down to the skin every day or two with a slicker brush and metal comb, and book a haircut every 4-6 weeks.`,
      },
      {
        title: msg`Short, smooth coats: Labrador, Beagle, French Bulldog, Pug`,
        text: msg`A weekly once-over with a rubber mitt keeps shedding down. Wipe and dry the facial folds of flat-faced breeds every day, and keep their grooming cool and short, as they overheat easily.`,
      },
    ],
  },
  {
    pet: msg`Cats`,
    coats: [
      {
        title: msg`Long-haired: Persian, Maine Coon, Ragdoll`,
        text: msg`Comb every day to stop mats behind the ears, under the legs and on the belly. A sanitary trim keeps the back end clean, and a Persian's tear stains need a gentle daily wipe.`,
      },
      {
        title: msg`Short-haired: British Shorthair, Siamese, domestic shorthair`,
        text: msg`A weekly brush removes loose hair before it becomes a hairball. Most short-haired cats groom themselves well and rarely need a bath.`,
      },
      {
        title: msg`Hairless: Sphynx`,
        text: msg`With no fur to soak up skin oils, a Sphynx needs a gentle bath every week or two, regular ear cleaning and protection from strong sun.`,
      },
    ],
  },
  {
    pet: msg`Birds`,
    coats: [
      {
        title: msg`Parrots, cockatiels and budgies`,
        text: msg`Offer a shallow dish of water or a fine mist of lukewarm water a few times a week so they can bathe and preen. Never use soaps, perfumes or aerosol sprays near birds.`,
      },
      {
        title: msg`Beaks and nails`,
        text: msg`Natural perches of different widths, a cuttlebone and a mineral block help wear beaks and nails down. An overgrown or uneven beak should be trimmed by a professional, as it contains blood vessels and nerves.`,
      },
      {
        title: msg`Wing feathers`,
        text: msg`Whether to trim wing feathers is a decision to make with your avian vet. Ask us when you book and we'll talk you through it.`,
      },
    ],
  },
];

export function BreedSpecificCare() {
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      {BREED_GROUPS.map((group) => (
        <article
          key={group.pet.id}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100 sm:p-6"
        >
          <h3 className="text-xl font-extrabold text-brand-700">{i18n._(group.pet)}</h3>
          <dl className="mt-4 space-y-5">
            {group.coats.map((coat) => (
              <div key={coat.title.id}>
                <dt className="font-bold text-ink">{i18n._(coat.title)}</dt>
                <dd className="mt-1 leading-relaxed text-gray-600">{i18n._(coat.text)}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}

const HOME_TIPS: { title: MessageDescriptor; tips: MessageDescriptor[] }[] = [
  {
    title: msg`Brushing`,
    tips: [
      msg`Brush in the direction the hair grows, one small section at a time, from the skin outwards.`,
      msg`Match the brush to the coat: a slicker brush and comb for long or curly coats, a rubber mitt for short coats, an undercoat rake for double coats.`,
      msg`Five minutes a day beats an hour once a month. Keep it short and finish with a treat.`,
      msg`Never cut out a mat with scissors: it is very easy to cut the skin underneath. Leave tight mats to a groomer.`,
    ],
  },
  {
    title: msg`Bathing`,
    tips: [
      msg`Use lukewarm water and a shampoo made for pets; human shampoo upsets their skin's balance.`,
      msg`Keep water and suds away from the eyes and ears, and rinse until the water runs clear, as left-over shampoo itches.`,
      msg`Dry completely, especially thick coats. In Dubai's humidity a damp undercoat can quickly turn into hot spots.`,
      msg`Most dogs need a bath every 4-8 weeks; most cats hardly ever need one.`,
    ],
  },
  {
    title: msg`Nails`,
    tips: [
      msg`If you hear nails clicking on the floor, they are too long.`,
      msg`Trim a little at a time from the tip. In light nails you can see the pink quick: stay well clear of it.`,
      msg`Keep styptic powder or cornflour at hand in case a nail bleeds, and stay calm: your pet takes its cue from you.`,
      msg`Birds' nails and beaks are best left to a professional.`,
    ],
  },
  {
    title: msg`Ears and teeth`,
    tips: [
      msg`Check ears weekly: they should look pale pink and smell of nothing. Wipe only the part you can see with a pet ear cleaner on a cotton pad.`,
      msg`Never push cotton buds into the ear canal.`,
      msg`Brush teeth a few times a week with a pet toothpaste. Never use human toothpaste: it can contain xylitol, which is poisonous to dogs.`,
      msg`Dental chews help, but they don't replace brushing.`,
    ],
  },
];

export function AtHomeGroomingTips() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {HOME_TIPS.map((group) => (
        <Card key={group.title.id} title={group.title}>
          <Tips items={group.tips} />
        </Card>
      ))}
    </div>
  );
}

/** An answer's `<0>…</0>` is a link to `link` (the message keeps the whole sentence together). */
const FAQS: { question: MessageDescriptor; answer: MessageDescriptor; link?: string }[] = [
  {
    question: msg`How often should my pet be groomed?`,
    answer: msg`For most dogs and cats we recommend a professional groom every 4-6 weeks. Curly and long-coated breeds such as Poodles, Shih Tzus and Persians do best at the 4-week end; short-coated pets can go 6 weeks with regular brushing at home. Birds usually need a beak and nail check every few months.`,
  },
  {
    question: msg`What should I bring to the appointment?`,
    answer: msg`Your pet on a secure lead or in a carrier, their vaccination record, and a note of any allergies, medical conditions or sensitive spots. A favourite toy or blanket helps nervous pets settle. We provide the shampoos, conditioners, towels and all the tools.`,
  },
  {
    question: msg`What happens on the first visit?`,
    answer: msg`We start with a short chat about your pet's coat, health, temperament and the look you'd like. The groomer checks the skin and coat before starting, and for puppies, kittens and nervous pets we keep the first session shorter and gentler. When you collect your pet, we tell you how it went and anything we noticed.`,
  },
  {
    question: msg`My pet is anxious. Can you help?`,
    answer: msg`Yes. Tell us in the booking notes and we'll suggest a quieter time of day. Our groomers work calmly, take breaks, use low-noise dryers and reward good behaviour. We never sedate pets, and if your pet becomes too stressed we stop and talk with you about the best way forward.`,
  },
  {
    question: msg`How do you keep pets comfortable in the Dubai heat?`,
    answer: msg`Our salon is fully air-conditioned and every pet has fresh water. In summer, book a morning slot if you can, walk your pet on shaded paths to spare their paws from hot pavements, and never leave a pet waiting in a parked car, not even for a few minutes. A tidy trim and de-shedding help pets stay cool, but we don't shave double-coated breeds: their coat protects them from heat and sunburn.`,
  },
  {
    question: msg`How long does a grooming session take?`,
    answer: msg`A Basic Groom usually takes about 1 to 2 hours and a Full Groom 2 to 3 hours, depending on your pet's size, coat and mood. We'll give you a pick-up time when we call to confirm your booking.`,
  },
  {
    question: msg`Do you groom cats and birds too?`,
    answer: msg`Yes. Cats are groomed in a quiet area away from barking dogs, and birds are looked after by groomers experienced with parrots, cockatiels and budgies for beak and nail care.`,
  },
  {
    question: msg`How do I book, and when is my appointment confirmed?`,
    answer: msg`Fill in the <0>booking form</0> with your pet, its size and a package: you see the price and the free times, and the time you pick is confirmed at once by e-mail. Rather talk it over? Send the form without a time and our team will call you to agree one.`,
    link: paths.booking.getHref(),
  },
];

/** A text whose `<0>…</0>` becomes a link inside the shop. */
function withLink(text: string, to: string | undefined): ReactNode {
  const parts = /^(.*)<0>(.*)<\/0>(.*)$/s.exec(text);
  if (!parts || !to) return text;
  return (
    <>
      {parts[1]}
      <Link
        to={to}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {parts[2]}
      </Link>
      {parts[3]}
    </>
  );
}

export function GroomingFaqs() {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-gray-100 rounded-2xl bg-white shadow-sm ring-1 ring-gray-100">
      {FAQS.map((faq) => (
        <details key={faq.question.id} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-start font-bold text-ink marker:content-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base sm:text-lg">{i18n._(faq.question)}</h3>
            <Icon
              name="chevron-right"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-gray-600">
            {withLink(i18n._(faq.answer), faq.link)}
          </p>
        </details>
      ))}
    </div>
  );
}
