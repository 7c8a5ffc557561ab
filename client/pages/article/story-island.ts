/**
 * The story's body and its players hydrate from one chunk (client/app/island.tsx), one request
 * after the page's: the body is the server's HTML (text, pictures, pull quotes), and what needs
 * code (an embedded video's thumbnail playing in place, the audio cards and sticky videos, parts of
 * their own) works once it is in. Used by the article and the featured story; ~1.5 KiB gzip the
 * first download does without (issue 29). Their props are the loader's data, taken whole. Their
 * stylesheets are imported here, statically and in the order the body imported them, so they stay
 * in the screen's one stylesheet.
 */
import '../../media/radio/audio-card.css';
import '../../media/radio/inline-audio.css';
import '../../media/video/video.css';
import './article-body.css';
import { island } from '../../app/island';

export const ArticleBody = island(() => import('./ArticleBody').then((m) => m.ArticleBody));
export const ArticleMedia = island(() => import('./ArticleBody').then((m) => m.ArticleMedia));
