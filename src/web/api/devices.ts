import type { z } from 'zod';
import type { deviceDimensionsSchema, TvDevice } from '../../common/schemas/accounts';
import { api } from './client';

export type DeviceDimensions = z.infer<typeof deviceDimensionsSchema>;
export type { TvDevice };

export const devicesApi = {
  reportDimensions: (deviceId: string, dimensions: DeviceDimensions) =>
    api.post<unknown>(`/api/tv-devices/${encodeURIComponent(deviceId)}/dimensions`, dimensions),
  list: () => api.get<TvDevice[]>('/api/tv-devices'),
};
