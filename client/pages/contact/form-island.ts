/**
 * The contact form hydrates from its own chunk (client/app/island.tsx), as the footer's forms do:
 * its store (valtio), the form flow and the API client are 5–6 KiB gzip that the page's first
 * download does without (issue 29). Until the chunk is in, the server's form works as it is (a
 * real form post to this page), and what a visitor types meanwhile stays: React keeps it in the
 * field and the form's store adopts it (useForm, tests/e2e/parts-early.spec.ts). Its props are the
 * loader's data taken whole and a string. The stylesheet is imported here so it stays in the
 * page's one stylesheet.
 */
import '../../forms/forms.css';
import { island } from '../../app/island';

export const ContactForm = island(() => import('./ContactForm').then((m) => m.ContactForm));
