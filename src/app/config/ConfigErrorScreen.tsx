import { ErrorScreen } from '@/components/ErrorScreen';

/** A deployment whose settings are wrong stops here, saying what to fix (never the demo). */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <ErrorScreen title="This deployment is misconfigured">
      <p>{message}</p>
      <p>
        Whoever deployed Project Board can fix it in <code>config.json</code> beside{' '}
        <code>index.html</code>, or in the build&apos;s <code>VITE_API_BASE_URL</code> and{' '}
        <code>VITE_DEMO</code> (see the README, &ldquo;Deploying for your team&rdquo;).
      </p>
    </ErrorScreen>
  );
}
