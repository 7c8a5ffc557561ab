/** scheduleSlider: one slide per day group, listing the shows and their times. */
import type { SectionOf } from './types';
import { useT } from '../../../app/context';
import { Slider } from '../../../components/slider/Slider';
import { SectionHeading } from './SectionHeading';

export function ScheduleSliderSection({ section }: { section: SectionOf<'scheduleSlider'> }) {
  const t = useT();
  if (section.days.length === 0) return null;
  return (
    <div className="schedule-section">
      <SectionHeading title={section.title} />
      <Slider label={section.title || t('pages.schedule')} className="schedule-section__slider">
        {section.days.map((day) => (
          <div key={day.day} className="schedule-section__day">
            <h3 className="schedule-section__day-name">{day.day}</h3>
            <ul className="schedule-section__shows">
              {day.shows.map((show) => (
                <li key={`${show.title}-${show.time}`} className="schedule-section__show">
                  <span className="schedule-section__time">{show.time}</span>
                  <span className="schedule-section__name">{show.title}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Slider>
    </div>
  );
}
