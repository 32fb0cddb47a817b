/**
 * One database's knowledge-base run (see `benchKnowledgeApart`), its options the JSON argument.
 */
import { benchKnowledge } from './knowledge';

await benchKnowledge(JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof benchKnowledge>[0]);
