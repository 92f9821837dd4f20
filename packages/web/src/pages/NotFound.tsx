import { Link } from '../app/navigation.tsx';

/** A wrong or broken link. */
export function NotFound({
  title = 'This page does not exist',
  detail,
}: {
  title?: string;
  detail?: string;
}) {
  return (
    <div className="page">
      <div className="notice error" role="alert">
        <h1>{title}</h1>
        <p>{detail ?? 'The link may be mistyped or out of date.'}</p>
        <p>
          <Link className="button" href="/">
            See the games
          </Link>
        </p>
      </div>
    </div>
  );
}
