import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { deployDir, dockerfileOf, releases, remotes } from './table';

/** The kinds these manifests may use, each with the model that validates it against Kubernetes' schema. */
const MODELS = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

const k8sDir = path.join(deployDir, 'k8s');
const documents = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((document, index) => {
      if (document.errors.length) throw new Error(`${file}, document ${index + 1}: ${document.errors[0].message}`);
      const json = document.toJS();
      return { where: `${file} ${json?.kind ?? '?'} ${json?.metadata?.name ?? `#${index + 1}`}`, json };
    }),
  );

/** Every document as its model, or the reason it is not one. */
const models = documents.map(({ where, json }) => {
  const Model = MODELS[`${json?.apiVersion}/${json?.kind}` as keyof typeof MODELS];
  if (!Model) return { where, error: `unknown kind ${json?.apiVersion}/${json?.kind}` };
  const model = new Model(json);
  try {
    model.validate();
    return { where, model };
  } catch (error) {
    return { where, error: (error as Error).message };
  }
});

const all = models.flatMap(({ model }) => (model ? [model] : []));
const only = <T extends (typeof all)[number]>(Model: new (...args: never[]) => T) => all.filter((model): model is T => model instanceof Model);
const deployments = only(Deployment);
const jobs = only(Job);
const configMaps = only(ConfigMap);
const secrets = only(Secret);

/** Each Deployment's and Job's pod, named as its workload is. */
const pods = [...deployments, ...jobs].map((workload) => ({ name: workload.metadata?.name ?? '', spec: workload.spec?.template.spec as IPodSpec }));
const containers = pods.flatMap((pod) => pod.spec.containers.map((container) => ({ pod, container })));

const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) => Object.entries(selector).every(([key, value]) => labels[key] === value);
const podLabels = (deployment: Deployment) => deployment.spec?.template.metadata?.labels;
/** A probe's or a Service's port: a number, or the name of one of the container's ports. */
const portNumber = (container: IContainer, port: number | string | undefined) =>
  typeof port === 'number' ? port : container.ports?.find((one) => one.name === port)?.containerPort;
const envOf = (container: IContainer) => Object.fromEntries((container.env ?? []).map((variable) => [variable.name, variable.value]));

it('parses every document of deploy/k8s', () => {
  expect(documents.length).toBeGreaterThan(0);
});

it.each(models.map(({ where, error }) => [where, error]))("%s is valid by Kubernetes' schema", (_where, error) => {
  expect(error).toBeUndefined();
});

describe.each(containers.map(({ pod, container }) => [`${pod.name}/${container.name}`, pod, container] as const))('container %s', (_name, pod, container) => {
  const release = releases[container.name];

  it('is named after a process of the table', () => {
    expect(Object.keys(releases)).toContain(container.name);
  });

  it("runs the table's command", () => {
    expect([...(container.command ?? []), ...(container.args ?? [])]).toEqual(release.command);
  });

  it('runs an image built from the Dockerfile of its release folder', () => {
    const built = dockerfileOf(container.image ?? '');
    expect(built).not.toBeNull();
    expect(releases[built?.name ?? ''].folder).toBe(release.folder);
  });

  it('listens on the table port and is probed on its health paths', () => {
    if (release.port === undefined) {
      expect([container.ports, container.readinessProbe, container.livenessProbe]).toEqual([undefined, undefined, undefined]);
      return;
    }
    expect(container.ports?.map((port) => port.containerPort)).toEqual([release.port, ...(release.metricsPort ? [release.metricsPort] : [])]);
    expect(envOf(container)[release.portVariable ?? '']).toBe(String(release.port));
    expect(container.readinessProbe?.httpGet?.path).toBe(release.ready);
    expect(container.livenessProbe?.httpGet?.path).toBe(release.live);
    expect(portNumber(container, container.readinessProbe?.httpGet?.port)).toBe(release.port);
    expect(portNumber(container, container.livenessProbe?.httpGet?.port)).toBe(release.port);
  });

  it('serves its metrics on a port of its own, to the pod network, for the scraper', () => {
    if (release.metricsPort === undefined) return;
    expect(container.ports?.find((port) => port.name === 'metrics')?.containerPort).toBe(release.metricsPort);
    expect(envOf(container)[release.metricsVariable ?? '']).toBe(String(release.metricsPort));
    // The loopback default would leave the scraper nothing to reach.
    expect(envOf(container).METRICS_HOST).toBe('0.0.0.0');
  });

  it('runs as non-root on a read-only file system, and cannot escalate', () => {
    expect(pod.spec.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.spec.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
  });

  it('asks for its CPU and memory, and is limited', () => {
    for (const bound of [container.resources?.requests, container.resources?.limits]) expect(Object.keys(bound ?? {}).sort()).toEqual(['cpu', 'memory']);
  });

  it('reads only configuration and secrets that exist', () => {
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef) expect(configMaps.map((one) => one.metadata?.name)).toContain(source.configMapRef.name);
      if (source.secretRef) expect(secrets.map((one) => one.metadata?.name)).toContain(source.secretRef.name);
    }
  });
});

it.each(deployments.map((deployment) => [deployment.metadata?.name, deployment] as const))(
  '%s has more grace on SIGTERM than its drain and its 10 s bound',
  (_name, deployment) => {
    const spec = deployment.spec?.template.spec as IPodSpec;
    // DRAIN_DELAY_MS as its ConfigMap sets it; then requests in flight get at most 10 s (SHUTDOWN_TIMEOUT_MS, DRAIN_TIMEOUT_MS, the edge's).
    const drainMs = spec.containers
      .flatMap((container) => container.envFrom ?? [])
      .map((source) => Number(configMaps.find((one) => one.metadata?.name === source.configMapRef?.name)?.data?.DRAIN_DELAY_MS ?? 0))
      .reduce((most, ms) => Math.max(most, ms), 0);
    expect((spec.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(drainMs + 10_000);
  },
);

it.each(only(Service).map((service) => [service.metadata?.name, service] as const))('Service %s sends to the ports of the pods it selects', (_name, service) => {
  const selected = deployments.filter((deployment) => matches(service.spec?.selector, podLabels(deployment)));
  expect(selected).toHaveLength(1);
  const container = selected[0].spec?.template.spec?.containers[0] as IContainer;
  for (const port of service.spec?.ports ?? []) expect(portNumber(container, port.targetPort)).toBe(releases[container.name].port);
});

const processOf = (deployment: Deployment) => deployment.spec?.template.spec?.containers[0].name;

it.each(['edge', 'api', 'renderer'])('every %s Deployment is scaled by a HorizontalPodAutoscaler', (process) => {
  const scaled = only(HorizontalPodAutoscaler).map((hpa) => hpa.spec?.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name);
  const ofProcess = deployments.filter((deployment) => processOf(deployment) === process);
  expect(ofProcess.length).toBeGreaterThan(0);
  for (const deployment of ofProcess) expect(scaled).toContain(deployment.metadata?.name);
});

it.each(['edge', 'api'])('the %s pods are kept by a PodDisruptionBudget', (process) => {
  const deployment = deployments.find((one) => processOf(one) === process);
  expect(only(PodDisruptionBudget).some((budget) => deployment && matches(budget.spec?.selector?.matchLabels, podLabels(deployment)))).toBe(true);
});

it.each(remotes)("%s's renderer runs the version its name, labels and image stamp", (remote) => {
  const renderers = deployments.filter((deployment) => podLabels(deployment)?.['bottega.it/remote'] === remote);
  expect(renderers).toHaveLength(1);
  const [renderer] = renderers;
  const version = podLabels(renderer)?.['bottega.it/version'] ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  expect(renderer.metadata?.name).toBe(`renderer-${remote}-${version.replace(/\./g, '-')}`);
  expect(renderer.metadata?.labels?.['bottega.it/version']).toBe(version);
  expect(dockerfileOf(renderer.spec?.template.spec?.containers[0].image ?? '')).toEqual({ name: 'renderer', remote, tag: version });
});

it("migrates with the API's image, in a Job named after its release", () => {
  const api = deployments.find((one) => processOf(one) === 'api');
  const image = api?.spec?.template.spec?.containers[0].image ?? '';
  const [migrate] = jobs.filter((job) => job.spec?.template.spec?.containers[0].name === 'migrate');
  expect(migrate.spec?.template.spec?.containers[0].image).toBe(image);
  expect(migrate.metadata?.name).toBe(`migrate-${dockerfileOf(image)?.tag.replace(/\./g, '-')}`);
});

it('holds placeholders, never a real secret', () => {
  for (const secret of secrets) {
    expect(secret.data).toBeUndefined();
    for (const value of Object.values(secret.stringData ?? {})) expect(value).toBe('REPLACE_ME');
  }
});
