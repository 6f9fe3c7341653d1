/* global document, window */
// The partner's side of the Labshop embedding frame protocol: it answers the frame's requests for
// the token and the init data, and follows the cart the frame reports. It talks only to the Labshop origin.
const SOURCE = 'labshop-cart';

const config = await (await fetch('/demo-config.json')).json();
const siteOrigin = new URL(config.siteUrl).origin;
const frames = document.getElementById('frames');
const report = document.getElementById('cart-report');

const cartFrame = document.createElement('iframe');
cartFrame.title = 'Labshop cart';
cartFrame.name = 'labshop-cart';
cartFrame.src = `${config.siteUrl}/cart/frame`;
frames.append(cartFrame);

// With ?foreign=1 the page also shows an advert from a site Labshop does not trust, which tries to fill the
// cart; the frame must ignore it.
if (new URLSearchParams(window.location.search).get('foreign') === '1') {
  const advert = document.createElement('iframe');
  advert.title = 'Advert from another site';
  advert.className = 'foreign';
  advert.src = `${config.foreignUrl}/`;
  frames.append(advert);
}

function toFrame(message) {
  cartFrame.contentWindow?.postMessage({ source: SOURCE, ...message }, siteOrigin);
}

function money(minor, currency) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
}

window.addEventListener('message', (event) => {
  if (event.origin !== siteOrigin || event.source !== cartFrame.contentWindow) return;
  const message = event.data;
  if (!message || message.source !== SOURCE) return;
  if (message.type === 'request-token') {
    const token = document.getElementById('token').value.trim();
    toFrame({ type: 'token', token: token || null });
  } else if (message.type === 'request-init-data') {
    toFrame({ type: 'init-data', data: config.initData });
  } else if (message.type === 'cart-changed') {
    const { itemCount, totalMinor, currency, items } = message.cart;
    const names = items.map((item) => item.name).join(', ');
    report.textContent = `Cart: ${itemCount} ${itemCount === 1 ? 'test' : 'tests'}, total ${money(totalMinor, currency)}${names ? ` (${names})` : ''}.`;
  }
});

document.getElementById('reload-frame').addEventListener('click', () => {
  cartFrame.src = `${config.siteUrl}/cart/frame`;
});
