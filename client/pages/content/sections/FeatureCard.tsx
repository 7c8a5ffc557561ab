/**
 * The picture-and-text block shared by contentBanner (a dark band) and bigCard (a white card):
 * heading, rich text and an optional button, beside the picture from 960px.
 */
import type { ButtonView } from '../../../../shared/loaders/page-sections';
import { RichText } from '../RichText';
import { SiteLink } from '../../../components/link/Link';
import { Picture } from '../../../components/cards/CardImage';

export function FeatureCard({
  variant,
  title,
  html,
  image,
  button,
}: {
  variant: 'band' | 'card';
  title: string;
  html: string;
  image?: string;
  button?: ButtonView;
}) {
  return (
    <div className={`feature feature--${variant}${image ? '' : ' feature--text-only'}`}>
      {image && <Picture className="feature__image" src={image} width={960} height={540} />}
      <div className="feature__body">
        {title && <h2 className="feature__title">{title}</h2>}
        <RichText html={html} className="feature__text" />
        {button && (
          <SiteLink link={button} className={`button${variant === 'band' ? '' : ' button--dark'} feature__button`}>
            {button.text}
          </SiteLink>
        )}
      </div>
    </div>
  );
}
