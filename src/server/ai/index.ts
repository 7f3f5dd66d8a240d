import type { Config } from '../config.ts';
import type { CaptionProvider } from './caption-provider.ts';
import { LocalCaptionProvider } from './local-caption.ts';
import { OpenAiCaptionProvider } from './openai-caption.ts';

export function createCaptionProvider(config: Config): CaptionProvider {
  return config.ai ? new OpenAiCaptionProvider(config.ai) : new LocalCaptionProvider();
}
