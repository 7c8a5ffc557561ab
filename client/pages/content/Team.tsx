/**
 * Team bios (spec §2): each subheading (a plain string in the content) over a grid of bio cards
 * (name, job title, description, photo).
 */
import type { TeamGroupView } from '../../../shared/loaders/page';
import { RichText } from './RichText';
import { Picture } from '../../components/cards/CardImage';

export function Team({ groups }: { groups: TeamGroupView[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="team">
      {groups.map((group, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups of one page, replaced whole
        <div key={i} className="team__group">
          {group.heading && <h2 className="team__heading">{group.heading}</h2>}
          {group.members.length > 0 && (
            <ul className="team__grid bare-list">
              {group.members.map((m) => (
                <li key={m.name} className="bio-card">
                  <Picture className="bio-card__photo" src={m.photo} width={240} height={240} />
                  <h3 className="bio-card__name">{m.name}</h3>
                  <p className="bio-card__job">{m.jobTitle}</p>
                  <RichText html={m.html} className="bio-card__text" />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
