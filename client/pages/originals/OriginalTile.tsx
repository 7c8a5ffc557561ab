/**
 * One originals item as a card: a video opens the preview modal (type video), an audio is the
 * radio's audio card (preview, then the sound player, 'PLAYING' while it plays).
 */
import type { OriginalCardView } from '../../../shared/loaders/originals';
import { openPreview } from '../../stores/video';
import { AudioCard } from '../../media/radio/AudioCard';
import { VideoCard } from '../../media/video/VideoCard';

/** What the preview modal and the audio card show of an item, whichever kind it is. */
function previewInfo(item: OriginalCardView) {
  return {
    title: item.title,
    description: item.description,
    duration: item.duration,
    image: item.image,
    language: item.languages,
    postDate: item.dateTime,
  };
}

export function OriginalTile({ item, level = 'h3' }: { item: OriginalCardView; level?: 'h2' | 'h3' | 'h4' }) {
  if (item.kind === 'video' && item.youtubeId) {
    const videoId = item.youtubeId;
    return (
      <VideoCard
        level={level}
        video={{
          videoId,
          title: item.title,
          image: item.image,
          date: item.date,
          dateTime: item.dateTime,
          description: item.text,
          duration: item.duration,
        }}
        onPlay={() =>
          openPreview('video', { ...previewInfo(item), youtubeID: videoId, slug: item.seriesSlug, id: item.id })
        }
      />
    );
  }
  return (
    <AudioCard
      title={item.title}
      image={item.image}
      info={{
        ...previewInfo(item),
        audioUrl: item.audioUrl,
        soundcloudLink: item.soundcloudLink,
        slug: item.seriesSlug,
        id: item.id,
      }}
    />
  );
}
