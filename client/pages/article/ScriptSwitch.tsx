/**
 * The script switch of a Punjabi article (issue 30): "ਗੁਰਮੁਖੀ · شاہمکھی", each script's name in its
 * own letters, the one on screen marked (aria-current). Gurmukhi is the article's /pa address,
 * Shahmukhi its /pa-arab reading (which the document loads: client/app/router.ts). On a reading,
 * the note that a machine transliterated it, from the view (the worker wrote it there).
 */
import { localizedPath } from '../../../shared/routing/lang-path';
import { shahmukhiPlain } from '../../../shared/routing/reading';
import { SCRIPT_NAMES, shahmukhiPath } from '../../../shared/routing/reading-path';
import { useApp } from '../../app/context';
import { Link } from '../../components/link/Link';
import './script-switch.css';

export function ScriptSwitch({ path, note }: { path: string; note?: string }) {
  const arab = useApp().ui === 'pa-arab';
  const plain = shahmukhiPlain(path) ?? path;
  return (
    <div className="script-switch">
      <ul className="script-switch__list bare-list">
        <li>
          <Link href={localizedPath(plain, 'pa')} lang="pa" dir="ltr" aria-current={arab ? undefined : 'page'}>
            {SCRIPT_NAMES.guru}
          </Link>
        </li>
        <li>
          <Link href={shahmukhiPath(plain)} lang="pa-Arab" dir="rtl" aria-current={arab ? 'page' : undefined}>
            {SCRIPT_NAMES.arab}
          </Link>
        </li>
      </ul>
      {note && <p className="script-switch__note">{note}</p>}
    </div>
  );
}
