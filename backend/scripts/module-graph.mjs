// Prints the backend's module graph (backend/layers.mjs) as a Mermaid flowchart: an arrow
// A --> B says A may import B. `npm run graph -w backend`; docs/architecture.md shows it.
import { BACKEND_MODULES } from '../layers.mjs';

const id = (name) => name.replace(/-/g, '_');
const lines = ['flowchart BT'];
for (const { module, allow } of BACKEND_MODULES) {
  if (allow.includes('*')) {
    lines.push(`  ${id(module)}["${module} (main.ts, app.module.ts, app.setup.ts: any module)"]`);
    continue;
  }
  lines.push(`  ${id(module)}["${module}"]`);
  for (const name of allow) lines.push(`  ${id(module)} --> ${id(name)}`);
}
console.log(lines.join('\n'));
