<?php
/**
 * Blocks for page builders: each prints, on the server, the platform's markup an element enhances,
 * inside its tag, so an author places a working add-to-cart button, mini cart, product search or
 * product table from the block editor with its settings in the sidebar (editor/blocks.js).
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

/**
 * The blocks: name => tag, title, attributes (WordPress block attribute schema) and the markup printer.
 *
 * @return array<string, array>
 */
function storefront_elements_blocks() {
	$blocks = array(
		'add-to-cart'    => array(
			'tag'        => 'shop-add-to-cart',
			'title'      => __( 'Add to cart button', 'storefront-elements' ),
			'attributes' => array(
				'productId' => array( 'type' => 'number', 'default' => 0 ),
				'showPrice' => array( 'type' => 'boolean', 'default' => true ),
			),
			'render'     => static function ( $attributes ) {
				$id = absint( $attributes['productId'] ?? 0 );
				if ( ! $id || ! wc_get_product( $id ) ) {
					return '';
				}
				return do_shortcode( sprintf( '[add_to_cart id="%d" show_price="%s"]', $id, empty( $attributes['showPrice'] ) ? 'false' : 'true' ) );
			},
		),
		'mini-cart'      => array(
			'tag'        => 'shop-mini-cart',
			'title'      => __( 'Mini cart', 'storefront-elements' ),
			'attributes' => array(),
			'render'     => static function () {
				ob_start();
				the_widget( 'WC_Widget_Cart', array( 'title' => '' ) );
				return ob_get_clean();
			},
		),
		'product-search' => array(
			'tag'        => 'shop-product-search',
			'title'      => __( 'Product search', 'storefront-elements' ),
			'attributes' => array(),
			'render'     => static fn() => get_product_search_form( false ),
		),
	);
	if ( shortcode_exists( 'wcpt' ) ) {
		$blocks['product-table'] = array(
			'tag'        => 'shop-product-table',
			'title'      => __( 'Product table', 'storefront-elements' ),
			'attributes' => array( 'tableId' => array( 'type' => 'number', 'default' => 0 ) ),
			'render'     => static function ( $attributes ) {
				$id = absint( $attributes['tableId'] ?? 0 );
				return $id ? do_shortcode( sprintf( '[wcpt id="%d"]', $id ) ) : '';
			},
		);
	}
	return $blocks;
}

/** The block's markup: the platform's, inside the element's tag; a note for the editor when there is none. */
function storefront_elements_render_block( $name, $attributes ) {
	$blocks = storefront_elements_blocks();
	if ( ! isset( $blocks[ $name ] ) || ! function_exists( 'WC' ) ) {
		return '';
	}
	$markup = (string) call_user_func( $blocks[ $name ]['render'], is_array( $attributes ) ? $attributes : array() );
	if ( '' === trim( $markup ) ) {
		// Only the editor's preview says why a block shows nothing; the shop's visitors see nothing.
		return defined( 'REST_REQUEST' ) && REST_REQUEST
			? '<p>' . esc_html__( 'Choose what this block shows in its settings.', 'storefront-elements' ) . '</p>'
			: '';
	}
	$tag = $blocks[ $name ]['tag'];
	return "<{$tag}>{$markup}</{$tag}>";
}

add_action(
	'init',
	static function () {
		if ( ! function_exists( 'register_block_type' ) || ! function_exists( 'WC' ) ) {
			return;
		}
		$blocks = storefront_elements_blocks();
		wp_register_script(
			'storefront-elements-blocks',
			plugins_url( 'editor/blocks.js', STOREFRONT_ELEMENTS_FILE ),
			array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render' ),
			STOREFRONT_ELEMENTS_VERSION,
			true
		);
		$list = array();
		foreach ( $blocks as $name => $block ) {
			$list[] = array(
				'name'       => "storefront-elements/{$name}",
				'title'      => $block['title'],
				'tag'        => $block['tag'],
				'attributes' => $block['attributes'],
			);
			register_block_type(
				"storefront-elements/{$name}",
				array(
					'api_version'     => 3,
					'title'           => $block['title'],
					'category'        => 'woocommerce',
					'attributes'      => $block['attributes'],
					'editor_script'   => 'storefront-elements-blocks',
					'render_callback' => static fn( $attributes ) => storefront_elements_render_block( $name, $attributes ),
				)
			);
		}
		wp_localize_script(
			'storefront-elements-blocks',
			'storefrontElementsBlocks',
			array(
				'blocks' => $list,
				'labels' => array(
					'settings'  => __( 'Settings', 'storefront-elements' ),
					'productId' => __( 'Product ID', 'storefront-elements' ),
					'showPrice' => __( 'Show the price', 'storefront-elements' ),
					'tableId'   => __( 'Product table ID', 'storefront-elements' ),
				),
			)
		);
	}
);
