export { HomeScreen, type HomeScreenProps } from './home/home-screen';
export { buildHomeRows, type HomeRow } from './home/home-rows';
export { GameCategoryScreen, type GameCategoryScreenProps } from './category/game-category-screen';
export { categoryView, type CategoryView } from './category/category-games';
