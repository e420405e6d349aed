// jsdom has no TextEncoder/TextDecoder; react-router 7 needs them as soon as it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
