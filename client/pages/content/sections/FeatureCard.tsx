/**
 * The picture-and-text block shared by contentBanner (a dark band) and bigCard (a white card):
 * heading, rich text and an optional button, beside the picture from 960px.
 */
import type { ButtonView } from '../../../../shared/loaders/page-sections';
import { RichText } from '../RichText';
import { SiteLink } from '../../../components/link/Link';
import { imageSrc, useApp } from '../../../app/context';

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
  const { saveData } = useApp();
  return (
    <div className={`feature feature--${variant}${image ? '' : ' feature--text-only'}`}>
      {image && (
        <img
          className="feature__image"
          src={imageSrc(saveData, image, 960, 540)}
          alt=""
          width={960}
          height={540}
          loading="lazy"
          decoding="async"
        />
      )}
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
