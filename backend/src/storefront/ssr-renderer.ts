import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import type { SsrPage, SsrRequest } from '../contract';

type RenderFn = (request: SsrRequest) => Promise<SsrPage>;

/** Where the frontend build puts its server entry, inside STOREFRONT_DIR. */
export const SERVER_BUNDLE = join('server', 'render.js');

/**
 * The storefront's server bundle (`<STOREFRONT_DIR>/server/render.js`, built by the frontend's
 * webpack), loaded by path, never as a source import: the backend depends on the built artifact
 * only. Loaded again when a new build replaces it. Without it (no frontend build, an older
 * build, a test's bare index.html) `available` is false and the pages are index.html:
 * the browser renders them. `SSR=off` turns server rendering off.
 */
@Injectable()
export class SsrRenderer {
  private readonly logger = new Logger('SsrRenderer');
  private readonly file: string;
  private readonly reportFile: string;
  private loaded?: { mtimeMs: number; render: RenderFn; chunkFiles: Map<string, string[]> };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.file = join(config.storefrontDir, SERVER_BUNDLE);
    this.reportFile = join(config.storefrontDir, 'bundle-report.json');
    this.disabled = !config.ssr;
  }

  private readonly disabled: boolean;

  /** The render function of the current build, or undefined without one. */
  renderer(): RenderFn | undefined {
    if (this.disabled || !existsSync(this.file)) return undefined;
    const { mtimeMs } = statSync(this.file);
    if (this.loaded?.mtimeMs !== mtimeMs) {
      try {
        // A path known only at run time: the built file, not a module of this program.
        delete require.cache[require.resolve(this.file)];
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const bundle = require(this.file) as { render?: RenderFn };
        if (typeof bundle.render !== 'function') throw new Error('it exports no render()');
        this.loaded = { mtimeMs, render: bundle.render, chunkFiles: this.readChunks() };
        this.logger.log(`Server rendering with ${this.file}`);
      } catch (error) {
        this.logger.error(`Cannot load ${this.file}: ${(error as Error).message}`);
        this.loaded = undefined;
        return undefined;
      }
    }
    return this.loaded.render;
  }

  /** The script files of lazy screens, by chunk name (from the build's bundle-report.json). */
  chunkFiles(names: string[]): string[] {
    return names.flatMap((n) => this.loaded?.chunkFiles.get(n) ?? []);
  }

  private readChunks(): Map<string, string[]> {
    const map = new Map<string, string[]>();
    try {
      const report = JSON.parse(readFileSync(this.reportFile, 'utf8')) as {
        groups?: Record<string, string[]>;
      };
      for (const [name, files] of Object.entries(report.groups ?? {})) map.set(name, files);
    } catch {
      // No report: the page works, its screen's script is just not preloaded.
    }
    return map;
  }
}
