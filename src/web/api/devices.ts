import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export interface DeviceDimensions {
  widthPx: number;
  heightPx: number;
}

export interface TvDevice extends DeviceDimensions {
  deviceId: string;
  width: number;
  height: number;
  lastSeenAt: string;
}

export const devicesApi = {
  reportDimensions: (deviceId: string, dimensions: DeviceDimensions) =>
    api.post<unknown>(`/api/tv-devices/${encodeURIComponent(deviceId)}/dimensions`, dimensions),
  list: () => api.get<TvDevice[]>('/api/tv-devices'),
};

export function useTvDevices() {
  return useQuery({ queryKey: ['tv-devices'], queryFn: devicesApi.list });
}
