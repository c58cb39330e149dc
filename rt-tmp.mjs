import { parseDocument } from 'yaml';
import { readFileSync, writeFileSync } from 'node:fs';
const src = readFileSync('openapi/openapi.yaml','utf8');
const doc = parseDocument(src);
writeFileSync('/tmp/rt.yaml', doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
