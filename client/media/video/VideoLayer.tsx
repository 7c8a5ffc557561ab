/**
 * The video overlays of the shell: the preview modal and the (full or minimized) video modal.
 * Rendered once inside the persistent players so they survive page navigation.
 */
import { PreviewModal } from './PreviewModal';
import { VideoModal } from './VideoModal';

export function VideoLayer() {
  return (
    <>
      <PreviewModal />
      <VideoModal />
    </>
  );
}
