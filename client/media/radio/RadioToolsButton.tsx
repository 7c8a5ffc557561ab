/**
 * The radio bar's one button for the data saver and the sleep timer (issue 28). The bar is in the
 * shell's chunk on every page, so only this button is: the menu and the timer (RadioTools.tsx)
 * load on its first press and stay mounted after, so a running timer outlives the closed menu.
 */
import { type ComponentType, useState } from 'react';
import { useT } from '../../app/context';
import { loadLaterStrings } from '../../../shared/i18n/tables';
import { MoonIcon } from './icons';
import type { RadioToolsProps } from './RadioTools';

/** `showEnd`: the airing show's end ('h:mm a', Vancouver), for "end of the show"; null off air. */
export function RadioToolsButton({ showEnd }: { showEnd: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Tools, setTools] = useState<ComponentType<RadioToolsProps> | null>(null);
  const press = () => {
    setOpen(!open);
    // The menu's strings are `later` ones (shared/i18n/parts.ts): they come with it.
    if (!Tools)
      void Promise.all([import('./RadioTools'), loadLaterStrings()]).then(([m]) => setTools(() => m.RadioTools));
  };
  return (
    <div className="radio-tools">
      {/* Named by its label; expanded while the menu shows, which it then controls. */}
      <button
        className="radio-bar__tools"
        type="button"
        onClick={press}
        aria-expanded={open}
        aria-controls={open && Tools ? 'radio-tools' : undefined}
        aria-label={t('radio.tools')}
      >
        <MoonIcon size={20} />
      </button>
      {Tools && <Tools open={open} close={() => setOpen(false)} showEnd={showEnd} />}
    </div>
  );
}
