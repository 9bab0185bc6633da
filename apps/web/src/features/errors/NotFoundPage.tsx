import { ErrorResult } from './ErrorResult';

export default function NotFoundPage() {
  return <ErrorResult status={404} />;
}
