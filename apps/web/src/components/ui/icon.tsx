import type { IconName } from './icon-names.ts';

export type { IconName };

export type IconProps = {
  name: IconName;
  /** Size and colour (default 1.25rem, the text's colour). */
  className?: string;
  /**
   * What the icon means when nothing next to it says so: its accessible name. Without it the
   * icon is decorative and hidden from assistive technology (the button or link around it
   * carries the label).
   */
  label?: string;
};

const DIRECTIONAL = /-(left|right)$/;

/**
 * One of the shop's icons (src/assets/icons/NAME.svg), drawn from the sprite that the build
 * writes into index.html (apps/web/build/icon-sprite.ts): no JavaScript per icon.
 */
export function Icon({ name, className = 'size-5', label }: IconProps) {
  return (
    <svg
      // Icons that point along the line (back, next) point the other way in Arabic (issue 34).
      className={DIRECTIONAL.test(name) ? `${className} rtl:-scale-x-100` : className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
