/**
 * A card's 16:9 picture. Only an above-the-fold lead loads eagerly (and first); every other card
 * image waits for the viewport. The alt is the title: the image is the story's picture.
 */
export function CardImage({ src, title, eager = false, className }: { src: string; title: string; eager?: boolean; className: string }) {
  return (
    <div className={className}>
      <img
        src={src}
        alt={title}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </div>
  );
}
