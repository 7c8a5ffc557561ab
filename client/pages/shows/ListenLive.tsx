/** The on-air show's button: starts (or pauses) the FM stream in the radio bar. */
import { useSnapshot } from 'valtio';
import { useT } from '../../app/context';
import { isStreamOn } from '../../stores/radio-logic';
import { radio, toggleLive } from '../../stores/radio';

export function ListenLive() {
  const t = useT();
  const { live } = useSnapshot(radio);
  const on = isStreamOn(live, 'fm');
  return (
    <button type="button" className="show-card__listen" aria-pressed={on} onClick={() => void toggleLive('fm')}>
      {on ? t('shows.pauseLive') : t('shows.listenLive')}
    </button>
  );
}
