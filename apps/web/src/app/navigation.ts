import { createNavigationModel } from '../entities/navigation/navigation.model';

export const navigation = createNavigationModel();
