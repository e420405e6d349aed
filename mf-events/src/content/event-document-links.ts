import type { FestEvent } from '../lib/fest-events';
import documents from './event-documents.json';

// webpack's public path of this remote: where its bundle, and the documents beside it, are served from.
declare const __webpack_public_path__: string | undefined;

interface EventDocument {
  name: string;
  rules: string[];
  problemStatement?: string[];
}

const events: Readonly<Record<string, EventDocument>> = documents.events;

function served(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return `${base}docs/${file}`;
}

/**
 * The Rules and Problem Statement links of an event: a link the organisers set in its content (events.ts) wins;
 * otherwise our own documents, built from event-documents.json by scripts/event-documents-plugin.js.
 */
export function documentLinks(event: FestEvent): { rules?: string; ps?: string } {
  const own = events[event.id];
  return {
    rules: event.rules ?? (own ? served(`${event.id}-rules.html`) : undefined),
    ps: event.ps ?? (own?.problemStatement ? served(`${event.id}-problem-statement.html`) : undefined),
  };
}
