/**
 * An event's picture, on its card and, larger, as the featured event. The alt is empty: the
 * event's title beside it already names it. The featured one is the first screen's largest picture
 * at desktop widths (the banner's on phones), so it is fetched first; a card's waits for the viewport.
 */
export function EventPicture({
  className,
  src,
  featured = false,
}: {
  className: string;
  src: string;
  featured?: boolean;
}) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={featured ? 960 : 640}
      height={featured ? 540 : 360}
      loading={featured ? undefined : 'lazy'}
      decoding="async"
      fetchPriority={featured ? 'high' : undefined}
    />
  );
}
