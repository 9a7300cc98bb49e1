/**
 * One of the shop's drawings beside text that says it all: an empty alt keeps it from screen
 * readers, its size holds its place before it loads, and it loads only as it nears the screen.
 */
export function ArtImage({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img src={src} alt="" width={width} height={height} loading="lazy" className={className} />
  );
}
