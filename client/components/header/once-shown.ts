/**
 * Whether something hidden until the visitor asks for it (the condensed bar, the drawer) has been
 * shown at least once. Until then neither the server nor hydration renders its contents: without
 * JavaScript they can never show, and hidden they are inert, so no one reaches them. That was a
 * third of the header's DOM (a second and third copy of the menu and the search field) rendered on
 * every uncached page (issue 29). Once shown, the contents stay, so closing keeps the slide-out
 * transition and a second opening costs nothing.
 */
import { useState } from 'react';

export function useOnceShown(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  // Set during render (React's pattern for state derived from props): the contents arrive in the
  // same commit as the class that slides the bar or drawer in, never a frame later.
  if (shown && !once) setOnce(true);
  return shown || once;
}
