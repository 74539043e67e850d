import { run } from './commands';
import { RegistryRefusal, RegistryUnavailable } from './types';

/** `node registry/dist/cli.js <command>`: the registry's release and deploy steps (commands.ts). */
run(process.argv.slice(2), process.env).then(
  (output) => console.log(output),
  (error: Error) => {
    const known = error instanceof RegistryRefusal || error instanceof RegistryUnavailable;
    console.error(`[registry] ${known ? error.message : `unexpected failure: ${error.stack}`}`);
    process.exitCode = 1;
  },
);
