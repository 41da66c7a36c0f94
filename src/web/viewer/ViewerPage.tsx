import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ViewerScreen } from './ViewerScreen';

/** /view/:screenId inside the app (the development server serves it this way). */
export function ViewerPage() {
  const { screenId } = useParams();
  const navigate = useNavigate();
  // Replacing the history entry: a display cycling for months must not grow its history.
  const showScreen = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <ViewerScreen screenId={screenId} showScreen={showScreen} />;
}
