// An async boundary: the federation runtime negotiates the shared singletons before any of them is imported. A task
// of its own: the runtime's start and the app's modules were one long task on a phone, holding up a tap meanwhile
// (docs/PERFORMANCE.md#less-main-thread-work). A message to itself rather than a timer: it comes next, whatever the
// page's timers (a test's paused clock stops those).
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => void import('./bootstrap');
nextTask.port2.postMessage(null);
