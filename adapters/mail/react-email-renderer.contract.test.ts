import { emailRendererContract } from '../../tests/contracts/email-renderer.contract';
import { ReactEmailRenderer } from './react-email-renderer';
import { sampleBranding } from './templates/sample-emails';

emailRendererContract('React Email', async () => ({ renderer: new ReactEmailRenderer(sampleBranding) }));
