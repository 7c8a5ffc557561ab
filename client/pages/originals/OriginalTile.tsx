/**
 * One originals item as a card: a video opens the preview modal (type video), an audio is the
 * radio's audio card (preview, then the sound player, 'PLAYING' while it plays).
 */
import type { OriginalCardView } from '../../../shared/loaders/originals';
import { openPreview } from '../../stores/video';
import { AudioCard } from '../../media/radio/AudioCard';
import { VideoCard } from '../../media/video/VideoCard';
import type { ImageLoad } from '../../components/cards/CardImage';

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

/** `load`: how its picture loads (`ImageLoad`): lazily unless it is on a phone's first screen. */
export function OriginalTile({
  item,
  level = 'h3',
  load = 'lazy',
}: {
  item: OriginalCardView;
  level?: 'h2' | 'h3' | 'h4';
  load?: ImageLoad;
}) {
  if (item.kind === 'video' && item.youtubeId) {
    const videoId = item.youtubeId;
    return (
      <VideoCard
        level={level}
        load={load}
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
      load={load}
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
