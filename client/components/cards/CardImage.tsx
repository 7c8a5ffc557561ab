/**
 * A card's 16:9 picture. Only an above-the-fold lead loads eagerly (and first); every other card
 * image waits for the viewport. The alt is empty: the card's title, right beside the picture,
 * already names the story, and a repeated alt is only noise for screen-reader users.
 */
export function CardImage({ src, eager = false, className }: { src: string; eager?: boolean; className: string }) {
  return (
    <div className={className}>
      <img
        src={src}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </div>
  );
}
