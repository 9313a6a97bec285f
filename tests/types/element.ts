// Type-checks the <robots-playground> element's declarations (robots-playground/element) as a
// docs site's TypeScript would use them: properties, the height setter's number, and the events
// on the element, the document and the window.
import type { RobotsPlayground, RobotsVerdictDetail } from 'robots-playground/element';

const el: RobotsPlayground = document.createElement('robots-playground');
el.agent = 'GPTBot';
el.urls = ['/a', '/b'];
el.height = 240;
el.height = '20rem';
const height: string = el.height;
el.policy = 'rfc9309';
el.addEventListener('robots-change', (e) => e.detail.text.length);
document.addEventListener('robots-verdict', (e) => {
  const detail: RobotsVerdictDetail = e.detail;
  // `verdict` is null for the URLs past the rows the element draws.
  return detail.verdicts.map((v) => [v.url, v.allowed, v.line, v.verdict?.reason]);
});
document.addEventListener('robots-verdict', (e) => {
  // @ts-expect-error `verdict` may be null
  return e.detail.verdicts[0].verdict.reason;
});
window.addEventListener('robots-change', (e) => e.detail.text);
export { height };
