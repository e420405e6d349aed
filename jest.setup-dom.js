require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy… and waitFor give up after 1 s by default; on a busy 2-core machine (every project's jest workers, a build
// beside them) a remote's lazy load can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
