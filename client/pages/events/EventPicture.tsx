/**
 * An event's picture, on its card and, larger, as the featured event. The alt is empty: the
 * event's title beside it already names it. The featured one is the first screen's largest picture
 * at desktop widths (the banner's on phones), so it is fetched first; a card's waits for the viewport.
 */
import { Picture } from '../../components/cards/CardImage';

export function EventPicture({
  className,
  src,
  featured = false,
}: {
  className: string;
  src: string;
  featured?: boolean;
}) {
  return featured ? (
    <Picture className={className} src={src} width={960} height={540} load="lead" />
  ) : (
    <Picture className={className} src={src} width={640} height={360} />
  );
}
