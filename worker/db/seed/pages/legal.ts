/**
 * The legal pages of the demo: privacy policy, terms of use and cookie policy, in English and
 * Punjabi.
 */
import type { LegalInput } from '../../../../shared/types/content';

export const legal: LegalInput[] = [
  {
    path: 'privacy-policy',
    head: { title: 'Privacy Policy', titlePa: 'ਨਿੱਜਤਾ ਨੀਤੀ' },
    description: `<p>This policy explains how the Radio 91.5 Community Broadcasting Society ("Radio 91.5", "we") collects, uses and protects personal information when you listen to our stations, visit our website, use our mobile app, call our studio or take part in our contests and events. We follow British Columbia's Personal Information Protection Act and, where it applies, Canada's federal privacy law.</p>
<h2>Information we collect</h2>
<ul><li><strong>Information you give us:</strong> your name, phone number, email address and city when you enter a contest, sign up for our newsletter, apply for a job or contact the newsroom.</li><li><strong>Calls and voice messages:</strong> recordings of your voice when you call a live show or send a message through our app. Calls to on-air lines may be broadcast.</li><li><strong>Technical information:</strong> device type, browser, approximate location (city level), pages visited and listening time, collected through cookies and similar tools.</li><li><strong>Donations:</strong> payments are processed by our payment provider; we receive your name, email, amount and receipt details, never your full card number.</li></ul>
<h2>How we use it</h2>
<ul><li>to run contests and deliver prizes;</li><li>to send the newsletters and alerts you asked for;</li><li>to follow up on news tips and verify stories;</li><li>to issue tax receipts for donations;</li><li>to understand which programmes and pages are useful, and improve them;</li><li>to meet our legal and regulatory obligations as a licensed broadcaster.</li></ul>
<h2>Sharing</h2>
<p>We do not sell or rent personal information. We share it only with service providers who host our website, stream, newsletter and payment systems, under contracts that require them to protect it, or when the law requires it. Some of these providers may store information outside Canada.</p>
<h2>How long we keep it</h2>
<p>Contest entries are deleted 12 months after a contest closes. Voice messages are kept for 30 days unless broadcast. Job applications are kept for one year. Donation records are kept for as long as tax law requires.</p>
<h2>Your choices and rights</h2>
<p>You can unsubscribe from any email with one click, switch off app notifications, and block or delete cookies in your browser (see our <a href="/cookie-policy">cookie policy</a>). You may ask to see the personal information we hold about you, ask us to correct it, or withdraw your consent, by writing to our privacy officer.</p>
<h2>Children</h2>
<p>Our website and app are not directed at children under 13. Children's programmes with young participants are recorded only with the written consent of a parent or guardian.</p>
<h2>Contact us</h2>
<p>Privacy Officer, Radio 91.5, Unit 204, 12830 80 Avenue, Surrey, BC. Email privacy@915radio.example or call 604-555-0915. If we change this policy, we will post the new version on this page with the date of the change.</p>`,
    descriptionPa: `<p>ਇਹ ਨੀਤੀ ਦੱਸਦੀ ਹੈ ਕਿ ਜਦੋਂ ਤੁਸੀਂ ਸਾਡੇ ਸਟੇਸ਼ਨ ਸੁਣਦੇ ਹੋ, ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਖੋਲ੍ਹਦੇ ਹੋ, ਮੋਬਾਈਲ ਐਪ ਵਰਤਦੇ ਹੋ, ਸਟੂਡੀਓ ਵਿੱਚ ਫ਼ੋਨ ਕਰਦੇ ਹੋ ਜਾਂ ਸਾਡੇ ਮੁਕਾਬਲਿਆਂ ਅਤੇ ਸਮਾਗਮਾਂ ਵਿੱਚ ਹਿੱਸਾ ਲੈਂਦੇ ਹੋ, ਤਾਂ ਰੇਡੀਓ 91.5 ਕਮਿਊਨਿਟੀ ਬ੍ਰਾਡਕਾਸਟਿੰਗ ਸੁਸਾਇਟੀ ("ਰੇਡੀਓ 91.5", "ਅਸੀਂ") ਤੁਹਾਡੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਇਕੱਠੀ ਕਰਦੀ, ਵਰਤਦੀ ਅਤੇ ਸੁਰੱਖਿਅਤ ਰੱਖਦੀ ਹੈ। ਅਸੀਂ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਸੁਰੱਖਿਆ ਕਾਨੂੰਨ (Personal Information Protection Act) ਅਤੇ ਜਿੱਥੇ ਲਾਗੂ ਹੋਵੇ, ਕੈਨੇਡਾ ਦੇ ਫ਼ੈਡਰਲ ਨਿੱਜਤਾ ਕਾਨੂੰਨ ਦੀ ਪਾਲਣਾ ਕਰਦੇ ਹਾਂ।</p>
<h2>ਅਸੀਂ ਕਿਹੜੀ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਕਰਦੇ ਹਾਂ</h2>
<ul><li><strong>ਜੋ ਜਾਣਕਾਰੀ ਤੁਸੀਂ ਆਪ ਦਿੰਦੇ ਹੋ:</strong> ਮੁਕਾਬਲੇ ਵਿੱਚ ਹਿੱਸਾ ਲੈਣ, ਨਿਊਜ਼ਲੈਟਰ ਲਈ ਸਾਈਨ ਅੱਪ ਕਰਨ, ਨੌਕਰੀ ਲਈ ਅਰਜ਼ੀ ਦੇਣ ਜਾਂ ਨਿਊਜ਼ਰੂਮ ਨਾਲ ਸੰਪਰਕ ਕਰਨ ਵੇਲੇ ਤੁਹਾਡਾ ਨਾਂ, ਫ਼ੋਨ ਨੰਬਰ, ਈਮੇਲ ਪਤਾ ਅਤੇ ਸ਼ਹਿਰ।</li><li><strong>ਫ਼ੋਨ ਕਾਲਾਂ ਅਤੇ ਆਵਾਜ਼ੀ ਸੁਨੇਹੇ:</strong> ਲਾਈਵ ਸ਼ੋਅ ਵਿੱਚ ਫ਼ੋਨ ਕਰਨ ਜਾਂ ਐਪ ਰਾਹੀਂ ਸੁਨੇਹਾ ਭੇਜਣ ਵੇਲੇ ਤੁਹਾਡੀ ਆਵਾਜ਼ ਦੀ ਰਿਕਾਰਡਿੰਗ। ਆਨ-ਏਅਰ ਲਾਈਨਾਂ 'ਤੇ ਕੀਤੀਆਂ ਕਾਲਾਂ ਪ੍ਰਸਾਰਿਤ ਹੋ ਸਕਦੀਆਂ ਹਨ।</li><li><strong>ਤਕਨੀਕੀ ਜਾਣਕਾਰੀ:</strong> ਡਿਵਾਈਸ ਦੀ ਕਿਸਮ, ਬ੍ਰਾਊਜ਼ਰ, ਅੰਦਾਜ਼ਨ ਟਿਕਾਣਾ (ਸ਼ਹਿਰ ਪੱਧਰ ਤੱਕ), ਵੇਖੇ ਗਏ ਪੰਨੇ ਅਤੇ ਸੁਣਨ ਦਾ ਸਮਾਂ, ਜੋ ਕੂਕੀਜ਼ ਅਤੇ ਅਜਿਹੇ ਹੋਰ ਸਾਧਨਾਂ ਰਾਹੀਂ ਇਕੱਠਾ ਹੁੰਦਾ ਹੈ।</li><li><strong>ਦਾਨ:</strong> ਭੁਗਤਾਨ ਸਾਡਾ ਪੇਮੈਂਟ ਪ੍ਰਦਾਤਾ ਸੰਭਾਲਦਾ ਹੈ; ਸਾਡੇ ਕੋਲ ਸਿਰਫ਼ ਤੁਹਾਡਾ ਨਾਂ, ਈਮੇਲ, ਰਕਮ ਅਤੇ ਰਸੀਦ ਦੇ ਵੇਰਵੇ ਆਉਂਦੇ ਹਨ, ਤੁਹਾਡਾ ਪੂਰਾ ਕਾਰਡ ਨੰਬਰ ਕਦੇ ਨਹੀਂ।</li></ul>
<h2>ਅਸੀਂ ਇਹ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਵਰਤਦੇ ਹਾਂ</h2>
<ul><li>ਮੁਕਾਬਲੇ ਕਰਵਾਉਣ ਅਤੇ ਇਨਾਮ ਪਹੁੰਚਾਉਣ ਲਈ;</li><li>ਤੁਹਾਡੇ ਵੱਲੋਂ ਮੰਗੇ ਗਏ ਨਿਊਜ਼ਲੈਟਰ ਅਤੇ ਅਲਰਟ ਭੇਜਣ ਲਈ;</li><li>ਖ਼ਬਰਾਂ ਬਾਰੇ ਮਿਲੀਆਂ ਸੂਹਾਂ ਦੀ ਪੈਰਵੀ ਅਤੇ ਤੱਥਾਂ ਦੀ ਪੁਸ਼ਟੀ ਲਈ;</li><li>ਦਾਨ ਦੀਆਂ ਟੈਕਸ ਰਸੀਦਾਂ ਜਾਰੀ ਕਰਨ ਲਈ;</li><li>ਇਹ ਸਮਝਣ ਲਈ ਕਿ ਕਿਹੜੇ ਪ੍ਰੋਗਰਾਮ ਅਤੇ ਪੰਨੇ ਲਾਹੇਵੰਦ ਹਨ, ਤਾਂ ਜੋ ਉਨ੍ਹਾਂ ਨੂੰ ਬਿਹਤਰ ਬਣਾਇਆ ਜਾ ਸਕੇ;</li><li>ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਪ੍ਰਸਾਰਕ ਵਜੋਂ ਆਪਣੀਆਂ ਕਾਨੂੰਨੀ ਅਤੇ ਰੈਗੂਲੇਟਰੀ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਨਿਭਾਉਣ ਲਈ।</li></ul>
<h2>ਜਾਣਕਾਰੀ ਸਾਂਝੀ ਕਰਨਾ</h2>
<p>ਅਸੀਂ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਨਾ ਵੇਚਦੇ ਹਾਂ, ਨਾ ਕਿਰਾਏ 'ਤੇ ਦਿੰਦੇ ਹਾਂ। ਇਹ ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਸੇਵਾ ਪ੍ਰਦਾਤਿਆਂ ਨਾਲ ਸਾਂਝੀ ਕੀਤੀ ਜਾਂਦੀ ਹੈ ਜੋ ਸਾਡੀ ਵੈੱਬਸਾਈਟ, ਸਟ੍ਰੀਮ, ਨਿਊਜ਼ਲੈਟਰ ਅਤੇ ਭੁਗਤਾਨ ਪ੍ਰਣਾਲੀਆਂ ਚਲਾਉਂਦੇ ਹਨ — ਅਜਿਹੇ ਇਕਰਾਰਨਾਮਿਆਂ ਤਹਿਤ ਜੋ ਉਨ੍ਹਾਂ ਨੂੰ ਇਸ ਦੀ ਸੁਰੱਖਿਆ ਲਈ ਪਾਬੰਦ ਕਰਦੇ ਹਨ — ਜਾਂ ਜਦੋਂ ਕਾਨੂੰਨ ਇਸ ਦੀ ਮੰਗ ਕਰੇ। ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕੁਝ ਪ੍ਰਦਾਤੇ ਜਾਣਕਾਰੀ ਕੈਨੇਡਾ ਤੋਂ ਬਾਹਰ ਸਟੋਰ ਕਰ ਸਕਦੇ ਹਨ।</p>
<h2>ਜਾਣਕਾਰੀ ਕਿੰਨੀ ਦੇਰ ਰੱਖੀ ਜਾਂਦੀ ਹੈ</h2>
<p>ਮੁਕਾਬਲਿਆਂ ਦੀਆਂ ਐਂਟਰੀਆਂ ਮੁਕਾਬਲਾ ਬੰਦ ਹੋਣ ਤੋਂ 12 ਮਹੀਨੇ ਬਾਅਦ ਮਿਟਾ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਆਵਾਜ਼ੀ ਸੁਨੇਹੇ, ਜੇ ਪ੍ਰਸਾਰਿਤ ਨਾ ਹੋਣ, ਤਾਂ 30 ਦਿਨ ਰੱਖੇ ਜਾਂਦੇ ਹਨ। ਨੌਕਰੀ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਇੱਕ ਸਾਲ ਤੱਕ ਰੱਖੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਦਾਨ ਦਾ ਰਿਕਾਰਡ ਓਨੀ ਦੇਰ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ ਜਿੰਨੀ ਦੇਰ ਟੈਕਸ ਕਾਨੂੰਨ ਮੰਗਦਾ ਹੈ।</p>
<h2>ਤੁਹਾਡੀਆਂ ਚੋਣਾਂ ਅਤੇ ਹੱਕ</h2>
<p>ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਈਮੇਲ ਤੋਂ ਇੱਕ ਕਲਿੱਕ ਨਾਲ ਅਨਸਬਸਕ੍ਰਾਈਬ ਕਰ ਸਕਦੇ ਹੋ, ਐਪ ਦੀਆਂ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨਾਂ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ, ਅਤੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਕੂਕੀਜ਼ ਰੋਕ ਜਾਂ ਮਿਟਾ ਸਕਦੇ ਹੋ (ਵੇਖੋ ਸਾਡੀ <a href="/cookie-policy">ਕੂਕੀ ਨੀਤੀ</a>)। ਸਾਡੇ ਨਿੱਜਤਾ ਅਧਿਕਾਰੀ ਨੂੰ ਲਿਖ ਕੇ ਤੁਸੀਂ ਸਾਡੇ ਕੋਲ ਮੌਜੂਦ ਆਪਣੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਵੇਖਣ, ਉਸ ਵਿੱਚ ਸੋਧ ਕਰਵਾਉਣ ਜਾਂ ਆਪਣੀ ਸਹਿਮਤੀ ਵਾਪਸ ਲੈਣ ਦੀ ਮੰਗ ਕਰ ਸਕਦੇ ਹੋ।</p>
<h2>ਬੱਚੇ</h2>
<p>ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਅਤੇ ਐਪ 13 ਸਾਲ ਤੋਂ ਘੱਟ ਉਮਰ ਦੇ ਬੱਚਿਆਂ ਲਈ ਨਹੀਂ ਬਣਾਈਆਂ ਗਈਆਂ। ਜਿਨ੍ਹਾਂ ਬਾਲ ਪ੍ਰੋਗਰਾਮਾਂ ਵਿੱਚ ਬੱਚੇ ਹਿੱਸਾ ਲੈਂਦੇ ਹਨ, ਉਹ ਮਾਪਿਆਂ ਜਾਂ ਸਰਪ੍ਰਸਤ ਦੀ ਲਿਖਤੀ ਸਹਿਮਤੀ ਨਾਲ ਹੀ ਰਿਕਾਰਡ ਕੀਤੇ ਜਾਂਦੇ ਹਨ।</p>
<h2>ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ</h2>
<p>ਨਿੱਜਤਾ ਅਧਿਕਾਰੀ, ਰੇਡੀਓ 91.5, ਯੂਨਿਟ 204, 12830 80 ਐਵੇਨਿਊ, ਸਰੀ, ਬੀ.ਸੀ.। ਈਮੇਲ privacy@915radio.example ਜਾਂ ਫ਼ੋਨ 604-555-0915। ਜੇ ਅਸੀਂ ਇਸ ਨੀਤੀ ਵਿੱਚ ਬਦਲਾਅ ਕਰਦੇ ਹਾਂ, ਤਾਂ ਨਵਾਂ ਰੂਪ ਤਬਦੀਲੀ ਦੀ ਤਾਰੀਖ਼ ਸਮੇਤ ਇਸੇ ਪੰਨੇ 'ਤੇ ਪਾਇਆ ਜਾਵੇਗਾ।</p>`,
  },
  {
    path: 'terms-of-use',
    head: { title: 'Terms of Use', titlePa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' },
    description: `<p>These terms apply to everyone who uses the Radio 91.5 website, live streams, mobile app, newsletters and social media channels. By using them you agree to these terms. If you do not agree, please do not use our services.</p>
<h2>Using our services</h2>
<ul><li>You may listen to, read and share links to our content for personal, non-commercial use.</li><li>You may not rebroadcast our live stream, record and resell our programmes, or copy our articles in full onto another website without written permission.</li><li>You must not interfere with the website or app, try to access systems you are not authorised to use, or use automated tools to copy content in bulk.</li></ul>
<h2>Our content</h2>
<p>News reports, programmes, podcasts, photographs, logos and the design of this website belong to Radio 91.5 or to those who licensed them to us, and are protected by Canadian copyright law. Short quotations with a clear credit and a link back to the original story are welcome.</p>
<h2>What you send us</h2>
<p>When you call a live show or send a voice message, photo, news tip or community announcement, you confirm that you have the right to share it, and you give Radio 91.5 permission to broadcast, publish, edit and archive it on air and online. We may shorten or decline any submission. Please do not send anything defamatory or hateful, or anything that reveals private information about other people.</p>
<h2>Contests</h2>
<p>Each contest has its own official rules, read on air and published on our website. Unless those rules say otherwise, entrants must be 19 or older and live in British Columbia, and Radio 91.5 staff and their immediate families may not win.</p>
<h2>Links and advertising</h2>
<p>Our website links to other sites and carries advertising. We are not responsible for the content, products or privacy practices of advertisers or other websites. Sponsored content is always clearly labelled.</p>
<h2>Accuracy and liability</h2>
<p>We work hard to get the facts right and correct errors promptly, but our services are provided "as is". Health, legal, immigration and financial programmes offer general information, not professional advice for your situation. To the extent the law allows, Radio 91.5 is not liable for losses arising from the use of our services.</p>
<h2>Governing law and changes</h2>
<p>These terms are governed by the laws of British Columbia and the federal laws of Canada that apply there. We may update these terms from time to time; the current version is always on this page. Questions can be sent to info@915radio.example.</p>`,
    descriptionPa: `<p>ਇਹ ਸ਼ਰਤਾਂ ਰੇਡੀਓ 91.5 ਦੀ ਵੈੱਬਸਾਈਟ, ਲਾਈਵ ਸਟ੍ਰੀਮ, ਮੋਬਾਈਲ ਐਪ, ਨਿਊਜ਼ਲੈਟਰਾਂ ਅਤੇ ਸੋਸ਼ਲ ਮੀਡੀਆ ਚੈਨਲਾਂ ਦੀ ਵਰਤੋਂ ਕਰਨ ਵਾਲੇ ਹਰ ਵਿਅਕਤੀ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦੀਆਂ ਹਨ। ਇਨ੍ਹਾਂ ਦੀ ਵਰਤੋਂ ਕਰਕੇ ਤੁਸੀਂ ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਨਾਲ ਸਹਿਮਤੀ ਦਿੰਦੇ ਹੋ। ਜੇ ਤੁਸੀਂ ਸਹਿਮਤ ਨਹੀਂ ਹੋ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ ਨਾ ਕਰੋ।</p>
<h2>ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ</h2>
<ul><li>ਤੁਸੀਂ ਨਿੱਜੀ, ਗ਼ੈਰ-ਵਪਾਰਕ ਵਰਤੋਂ ਲਈ ਸਾਡੀ ਸਮੱਗਰੀ ਸੁਣ, ਪੜ੍ਹ ਅਤੇ ਉਸ ਦੇ ਲਿੰਕ ਸਾਂਝੇ ਕਰ ਸਕਦੇ ਹੋ।</li><li>ਲਿਖਤੀ ਇਜਾਜ਼ਤ ਤੋਂ ਬਿਨਾਂ ਤੁਸੀਂ ਸਾਡੀ ਲਾਈਵ ਸਟ੍ਰੀਮ ਮੁੜ ਪ੍ਰਸਾਰਿਤ ਨਹੀਂ ਕਰ ਸਕਦੇ, ਸਾਡੇ ਪ੍ਰੋਗਰਾਮ ਰਿਕਾਰਡ ਕਰਕੇ ਵੇਚ ਨਹੀਂ ਸਕਦੇ, ਅਤੇ ਨਾ ਹੀ ਸਾਡੇ ਲੇਖ ਪੂਰੇ ਦੇ ਪੂਰੇ ਕਿਸੇ ਹੋਰ ਵੈੱਬਸਾਈਟ 'ਤੇ ਨਕਲ ਕਰ ਸਕਦੇ ਹੋ।</li><li>ਵੈੱਬਸਾਈਟ ਜਾਂ ਐਪ ਦੇ ਕੰਮ ਵਿੱਚ ਰੁਕਾਵਟ ਪਾਉਣਾ, ਬਿਨਾਂ ਇਜਾਜ਼ਤ ਸਾਡੇ ਸਿਸਟਮਾਂ ਤੱਕ ਪਹੁੰਚਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰਨਾ ਜਾਂ ਆਟੋਮੈਟਿਕ ਟੂਲਾਂ ਨਾਲ ਥੋਕ ਵਿੱਚ ਸਮੱਗਰੀ ਕਾਪੀ ਕਰਨਾ ਮਨ੍ਹਾ ਹੈ।</li></ul>
<h2>ਸਾਡੀ ਸਮੱਗਰੀ</h2>
<p>ਖ਼ਬਰਾਂ, ਪ੍ਰੋਗਰਾਮ, ਪੌਡਕਾਸਟ, ਤਸਵੀਰਾਂ, ਲੋਗੋ ਅਤੇ ਇਸ ਵੈੱਬਸਾਈਟ ਦਾ ਡਿਜ਼ਾਈਨ ਰੇਡੀਓ 91.5 ਜਾਂ ਉਨ੍ਹਾਂ ਦੀ ਮਲਕੀਅਤ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਸਾਨੂੰ ਇਨ੍ਹਾਂ ਦਾ ਲਾਇਸੈਂਸ ਦਿੱਤਾ ਹੈ, ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਕਾਪੀਰਾਈਟ ਕਾਨੂੰਨ ਤਹਿਤ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਪਸ਼ਟ ਹਵਾਲੇ ਅਤੇ ਮੂਲ ਖ਼ਬਰ ਦੇ ਲਿੰਕ ਸਮੇਤ ਛੋਟੇ ਅੰਸ਼ ਵਰਤਣ ਦਾ ਸਵਾਗਤ ਹੈ।</p>
<h2>ਜੋ ਤੁਸੀਂ ਸਾਨੂੰ ਭੇਜਦੇ ਹੋ</h2>
<p>ਜਦੋਂ ਤੁਸੀਂ ਲਾਈਵ ਸ਼ੋਅ ਵਿੱਚ ਫ਼ੋਨ ਕਰਦੇ ਹੋ ਜਾਂ ਆਵਾਜ਼ੀ ਸੁਨੇਹਾ, ਤਸਵੀਰ, ਖ਼ਬਰ ਦੀ ਸੂਹ ਜਾਂ ਭਾਈਚਾਰਕ ਐਲਾਨ ਭੇਜਦੇ ਹੋ, ਤਾਂ ਤੁਸੀਂ ਪੁਸ਼ਟੀ ਕਰਦੇ ਹੋ ਕਿ ਤੁਹਾਨੂੰ ਇਹ ਸਾਂਝਾ ਕਰਨ ਦਾ ਹੱਕ ਹੈ, ਅਤੇ ਰੇਡੀਓ 91.5 ਨੂੰ ਇਸ ਨੂੰ ਰੇਡੀਓ ਅਤੇ ਆਨਲਾਈਨ ਪ੍ਰਸਾਰਿਤ ਕਰਨ, ਛਾਪਣ, ਸੰਪਾਦਿਤ ਕਰਨ ਅਤੇ ਸਾਂਭਣ ਦੀ ਇਜਾਜ਼ਤ ਦਿੰਦੇ ਹੋ। ਅਸੀਂ ਕਿਸੇ ਵੀ ਸਮੱਗਰੀ ਨੂੰ ਛੋਟਾ ਜਾਂ ਨਾ-ਮਨਜ਼ੂਰ ਕਰ ਸਕਦੇ ਹਾਂ। ਕਿਰਪਾ ਕਰਕੇ ਮਾਣਹਾਨੀ ਵਾਲੀ, ਨਫ਼ਰਤ ਫੈਲਾਉਣ ਵਾਲੀ ਜਾਂ ਦੂਜਿਆਂ ਦੀ ਨਿੱਜੀ ਜਾਣਕਾਰੀ ਜ਼ਾਹਰ ਕਰਨ ਵਾਲੀ ਕੋਈ ਸਮੱਗਰੀ ਨਾ ਭੇਜੋ।</p>
<h2>ਮੁਕਾਬਲੇ</h2>
<p>ਹਰ ਮੁਕਾਬਲੇ ਦੇ ਆਪਣੇ ਅਧਿਕਾਰਤ ਨਿਯਮ ਹੁੰਦੇ ਹਨ, ਜੋ ਰੇਡੀਓ 'ਤੇ ਪੜ੍ਹੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਵੈੱਬਸਾਈਟ 'ਤੇ ਛਾਪੇ ਜਾਂਦੇ ਹਨ। ਜੇ ਉਨ੍ਹਾਂ ਨਿਯਮਾਂ ਵਿੱਚ ਕੁਝ ਹੋਰ ਨਾ ਲਿਖਿਆ ਹੋਵੇ, ਤਾਂ ਹਿੱਸਾ ਲੈਣ ਵਾਲਿਆਂ ਦੀ ਉਮਰ 19 ਸਾਲ ਜਾਂ ਵੱਧ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ ਅਤੇ ਉਹ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਵਸਨੀਕ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ; ਰੇਡੀਓ 91.5 ਦਾ ਸਟਾਫ਼ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਨਜ਼ਦੀਕੀ ਪਰਿਵਾਰਕ ਮੈਂਬਰ ਇਨਾਮ ਨਹੀਂ ਜਿੱਤ ਸਕਦੇ।</p>
<h2>ਲਿੰਕ ਅਤੇ ਇਸ਼ਤਿਹਾਰ</h2>
<p>ਸਾਡੀ ਵੈੱਬਸਾਈਟ 'ਤੇ ਹੋਰ ਵੈੱਬਸਾਈਟਾਂ ਦੇ ਲਿੰਕ ਅਤੇ ਇਸ਼ਤਿਹਾਰ ਹੁੰਦੇ ਹਨ। ਇਸ਼ਤਿਹਾਰ ਦੇਣ ਵਾਲਿਆਂ ਜਾਂ ਹੋਰ ਵੈੱਬਸਾਈਟਾਂ ਦੀ ਸਮੱਗਰੀ, ਉਤਪਾਦਾਂ ਜਾਂ ਨਿੱਜਤਾ ਨੀਤੀਆਂ ਲਈ ਅਸੀਂ ਜ਼ਿੰਮੇਵਾਰ ਨਹੀਂ ਹਾਂ। ਸਪਾਂਸਰ ਕੀਤੀ ਸਮੱਗਰੀ ਉੱਤੇ ਹਮੇਸ਼ਾ ਸਪਸ਼ਟ ਨਿਸ਼ਾਨ ਲਾਇਆ ਜਾਂਦਾ ਹੈ।</p>
<h2>ਸ਼ੁੱਧਤਾ ਅਤੇ ਜ਼ਿੰਮੇਵਾਰੀ</h2>
<p>ਅਸੀਂ ਤੱਥ ਸਹੀ ਰੱਖਣ ਦੀ ਪੂਰੀ ਕੋਸ਼ਿਸ਼ ਕਰਦੇ ਹਾਂ ਅਤੇ ਗ਼ਲਤੀਆਂ ਛੇਤੀ ਸੁਧਾਰਦੇ ਹਾਂ, ਪਰ ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ "ਜਿਵੇਂ ਹਨ" ਦੇ ਆਧਾਰ 'ਤੇ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਸਿਹਤ, ਕਾਨੂੰਨ, ਇਮੀਗ੍ਰੇਸ਼ਨ ਅਤੇ ਵਿੱਤ ਬਾਰੇ ਪ੍ਰੋਗਰਾਮ ਆਮ ਜਾਣਕਾਰੀ ਦਿੰਦੇ ਹਨ, ਤੁਹਾਡੇ ਨਿੱਜੀ ਹਾਲਾਤ ਲਈ ਪੇਸ਼ੇਵਰ ਸਲਾਹ ਨਹੀਂ। ਕਾਨੂੰਨ ਵੱਲੋਂ ਦਿੱਤੀ ਹੱਦ ਤੱਕ, ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ ਦੀ ਵਰਤੋਂ ਨਾਲ ਹੋਏ ਕਿਸੇ ਨੁਕਸਾਨ ਲਈ ਰੇਡੀਓ 91.5 ਜ਼ਿੰਮੇਵਾਰ ਨਹੀਂ ਹੋਵੇਗਾ।</p>
<h2>ਲਾਗੂ ਕਾਨੂੰਨ ਅਤੇ ਤਬਦੀਲੀਆਂ</h2>
<p>ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਉੱਤੇ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਦੇ ਕਾਨੂੰਨ ਅਤੇ ਉੱਥੇ ਲਾਗੂ ਹੁੰਦੇ ਕੈਨੇਡਾ ਦੇ ਫ਼ੈਡਰਲ ਕਾਨੂੰਨ ਲਾਗੂ ਹੁੰਦੇ ਹਨ। ਅਸੀਂ ਸਮੇਂ-ਸਮੇਂ ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਵਿੱਚ ਬਦਲਾਅ ਕਰ ਸਕਦੇ ਹਾਂ; ਮੌਜੂਦਾ ਰੂਪ ਹਮੇਸ਼ਾ ਇਸੇ ਪੰਨੇ 'ਤੇ ਮਿਲੇਗਾ। ਸਵਾਲ info@915radio.example 'ਤੇ ਭੇਜੇ ਜਾ ਸਕਦੇ ਹਨ।</p>`,
  },
  {
    path: 'cookie-policy',
    head: { title: 'Cookie Policy', titlePa: 'ਕੂਕੀ ਨੀਤੀ' },
    description: `<p>Like most websites, the Radio 91.5 website uses cookies. This page explains what they are, which ones we use and how you can control them. It should be read together with our <a href="/privacy-policy">privacy policy</a>.</p>
<h2>What are cookies?</h2>
<p>Cookies are small text files that a website asks your browser to store. They let the site remember things between pages and visits, such as your language or whether the live player is running. Similar technologies, like local storage in your browser or in our app, work in much the same way and are covered by this policy.</p>
<h2>Cookies we use</h2>
<ul><li><strong>Essential:</strong> remember your language choice (English or Punjabi), keep the live player running as you move between pages, and protect our forms against abuse. These cannot be switched off.</li><li><strong>Preferences:</strong> remember your volume and which stream (91.5 FM or 91.5 HD2) you last listened to.</li><li><strong>Analytics:</strong> count visits and listening sessions without identifying you, so we know which stories and shows are useful.</li><li><strong>Advertising:</strong> limit how often you see the same advertisement and measure whether a campaign reached listeners. We do not allow advertisers to build profiles of you on our site.</li></ul>
<h2>Managing cookies</h2>
<p>You can block or delete cookies in your browser settings at any time. If you block essential cookies, the live player and the language switch may not work properly. Blocking analytics or advertising cookies does not affect listening or reading.</p>
<h2>How long cookies last</h2>
<ul><li>Session cookies are deleted when you close your browser.</li><li>Preference cookies last up to 12 months.</li><li>Analytics and advertising cookies last up to 13 months.</li></ul>
<h2>Questions</h2>
<p>If you have questions about cookies on our site, write to privacy@915radio.example or use our <a href="/contact">contact page</a>.</p>`,
  },
];
