// Loads a CSS Module outside webpack as its plain class names (`styles.solid` is "solid"), so the site's
// drawings can be rendered to SVG files whose classes the pictures' own style sheet paints.
const classNames = new Proxy(
  {},
  { get: (_target, name) => (typeof name === 'string' && name !== '__esModule' ? name : undefined) },
);
require.extensions['.css'] = (module) => {
  module.exports = classNames;
};
