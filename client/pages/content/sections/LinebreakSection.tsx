/** linebreak: a divider between sections. */
export function LinebreakSection() {
  return <hr className="linebreak-section" />;
}
