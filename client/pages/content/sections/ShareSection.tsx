/** shareComponent (only when enabled, spec §2): the site's 'Share on' block for this page. */
import { useApp } from '../../../app/context';
import { ShareBlock } from '../../article/share-island';
import '../../article/article.css';

export function ShareSection() {
  const { page } = useApp();
  const path = page.url.split(/[?#]/)[0] ?? '/';
  return (
    <div className="share-section">
      <ShareBlock path={path} title={page.head.title} />
    </div>
  );
}
