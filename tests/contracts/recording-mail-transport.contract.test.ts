import { RecordingMailTransport } from '../support/recording-mail-transport';
import { mailTransportContract } from './mail-transport.contract';

// The tests' stand-in for a mail server: it must take and refuse mail as a real one does.
mailTransportContract('recording (tests)', async () => {
  const transport = new RecordingMailTransport();
  return {
    transport,
    received: async () => transport.sent.map((m) => ({ ...m, replyTo: m.replyTo ?? null })),
    refuse: async () => {
      transport.refusals = Number.POSITIVE_INFINITY;
    },
  };
});
