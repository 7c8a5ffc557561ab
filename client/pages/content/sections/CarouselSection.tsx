/** carousel: a gallery of captioned pictures in the generic slider (spec §4: dots up to 9, 300 ms fade). */
import type { SectionOf } from './types';
import { Slider } from '../../../components/slider/Slider';
import { SiteLink } from '../../../components/link/Link';
import { SectionHeading } from './SectionHeading';
import { Picture } from '../../../components/cards/CardImage';

export function CarouselSection({ section }: { section: SectionOf<'carousel'> }) {
  if (section.slides.length === 0) return null;
  return (
    <div className="gallery-section">
      <SectionHeading title={section.title} />
      <Slider label={section.title || section.slides[0]?.title || ''}>
        {section.slides.map((slide, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide's place in a fixed list is its identity; pictures may repeat
          <figure key={`${slide.image}-${i}`} className="gallery-section__slide">
            <Picture src={slide.image} width={1200} height={675} />
            {slide.title && (
              <figcaption className="gallery-section__caption">
                {slide.link ? <SiteLink link={slide.link}>{slide.title}</SiteLink> : slide.title}
              </figcaption>
            )}
          </figure>
        ))}
      </Slider>
    </div>
  );
}
