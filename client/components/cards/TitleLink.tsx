/**
 * A card's title as its one link (`<h3 class="block__title"><a class="block__link">`): the
 * block's CSS stretches the link over the whole card, so the card needs no second link.
 */
import { Link } from '../link/Link';

export function TitleLink({ block, href, title }: { block: string; href: string; title: string }) {
  return (
    <h3 className={`${block}__title`}>
      <Link className={`${block}__link`} href={href}>
        {title}
      </Link>
    </h3>
  );
}
