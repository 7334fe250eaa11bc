// CSS modules resolve to their class names, so components can be queried by role, not by hash.
module.exports = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? name : undefined) });
