import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { ConfigModule, registerAs } from '@nestjs/config';
import { APP_CONFIG_NAMESPACE } from './config';
import type { AppConfig } from './config';

/**
 * @nestjs/config holding the AppConfig that `loadConfig` built and checked before Nest started
 * (main.ts, a CLI or a test), as the typed `app` namespace: providers inject it whole with
 * `@Inject(APP_CONFIG)`, or read `ConfigService.get('app', { infer: true })`. Global. No `.env`
 * file is read and ConfigService never falls back to `process.env`: what was checked is all
 * there is.
 */
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): Promise<DynamicModule> {
    return ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      validatePredefined: false,
      skipProcessEnv: true,
      load: [registerAs(APP_CONFIG_NAMESPACE, () => config)],
    });
  }
}
