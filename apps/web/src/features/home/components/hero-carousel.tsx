import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { FocusEvent, TransitionEvent } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Spec §9: the hero changes every 3000 ms with a 0.8 s slide. */
export const HERO_INTERVAL_MS = 3000;

const SLIDES = [
  { src: '/art/hero-1.svg', alt: msg`A happy dog with a freshly groomed coat` },
  { src: '/art/hero-2.svg', alt: msg`A cat relaxing on a soft bed` },
  { src: '/art/hero-3.svg', alt: msg`A colourful parrot perched on a branch` },
  { src: '/art/hero-4.svg', alt: msg`Goldfish swimming in a bright aquarium` },
] as const;

const slideLabel = (number: number, count: number) => t`${number} of ${count}`;
const showSlideLabel = (number: number, count: number) => t`Show slide ${number} of ${count}`;

const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 900;

/**
 * Spec §2 "Home": the rotating hero of four pet pictures. It pauses while hovered or focused,
 * on request (pause button), and never moves for visitors who prefer reduced motion.
 *
 * The track holds a copy of the first slide at the end, so slide 4 → 1 keeps sliding forwards;
 * once that copy is in view, the track jumps back to the real first slide without animation.
 */
export function HeroCarousel() {
  const rtl = currentLanguage() === 'ar';
  const count = SLIDES.length;
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;
  const current = position % count;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setPosition((value) => (value >= count ? 1 : value + 1));
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || position < count) return;
    setAnimate(false);
    setPosition(0);
  };

  const goTo = (index: number) => {
    setAnimate(true);
    setPosition(index);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // The pause/play button must be able to start the slideshow while it holds focus.
    if (!(event.target as HTMLElement).dataset.rotationControl) setFocused(true);
  };

  const slides = [...SLIDES, SLIDES[0]];

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Happy pets at our shop`}
      className="relative overflow-hidden rounded-3xl bg-brand-100 shadow-xl shadow-brand-700/10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className={`flex will-change-transform ${
          animate && !reducedMotion ? 'transition-transform duration-[800ms] ease-in-out' : ''
        }`}
        // The slides run from the start edge: leftwards in English, rightwards in Arabic.
        style={{ transform: `translate3d(${position * 100 * (rtl ? 1 : -1)}%, 0, 0)` }}
        onTransitionEnd={onTransitionEnd}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, index) => {
          const isCopy = index === count;
          return (
            <div
              key={isCopy ? 'copy' : slide.src}
              role={isCopy ? undefined : 'group'}
              aria-roledescription={isCopy ? undefined : 'slide'}
              aria-label={isCopy ? undefined : slideLabel(index + 1, count)}
              aria-hidden={isCopy || index !== current}
              className="aspect-[4/3] w-full shrink-0 sm:aspect-[16/9] lg:aspect-[4/3]"
            >
              <img
                src={slide.src}
                alt={isCopy ? '' : i18n._(slide.alt)}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="h-full w-full object-cover"
              />
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-3 bg-gradient-to-t from-black/35 to-transparent px-4 pt-10 pb-4">
        <ul className="flex items-center gap-1" aria-label={t`Choose a slide`}>
          {SLIDES.map((slide, index) => (
            <li key={slide.src}>
              <button
                type="button"
                onClick={() => goTo(index)}
                aria-label={showSlideLabel(index + 1, count)}
                aria-current={index === current ? 'true' : undefined}
                className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                    index === current ? 'w-7 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        {reducedMotion ? null : (
          <button
            type="button"
            data-rotation-control="true"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? t`Play slideshow` : t`Pause slideshow`}
            className="absolute end-4 bottom-4 inline-flex size-8 items-center justify-center rounded-full bg-white/85 text-ink shadow transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {stopped ? (
              <Icon name="play" className="size-4" />
            ) : (
              <Icon name="pause" className="size-4" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
